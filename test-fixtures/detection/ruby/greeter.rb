class Greeter
  attr_reader :name

  def initialize(name)
    @name = name.capitalize
  end

  def greet(times = 1)
    times.times { puts "Hello, #{@name}!" }
  end
end

print "What's your name? "
name = gets.chomp
greeter = Greeter.new(name.empty? ? "world" : name)
greeter.greet(2)
