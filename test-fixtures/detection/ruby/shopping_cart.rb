Item = Struct.new(:name, :price, :quantity) do
  def total
    price * quantity
  end
end

class Cart
  include Enumerable

  def initialize
    @items = []
  end

  def add(name, price, quantity = 1)
    @items << Item.new(name, price, quantity)
    self
  end

  def each(&block)
    @items.each(&block)
  end

  def total
    sum(&:total)
  end
end

cart = Cart.new
cart.add("Book", 12.5).add("Pen", 1.2, 3)
cart.each { |item| puts "#{item.name.ljust(6)} x#{item.quantity}  #{'%.2f' % item.total}" }
puts "Total: %.2f" % cart.total
expensive = cart.select { |i| i.price > 5 }.map(&:name)
puts "Expensive: #{expensive.join(', ')}"
