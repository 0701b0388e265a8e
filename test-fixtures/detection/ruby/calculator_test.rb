require "minitest/autorun"
require_relative "calculator"

class CalculatorTest < Minitest::Test
  def setup
    @calc = Calculator.new
  end

  def test_addition
    assert_equal 5, @calc.add(2, 3)
  end

  def test_division_by_zero
    assert_raises(ZeroDivisionError) { @calc.divide(1, 0) }
  end

  def test_history
    @calc.add(1, 1)
    @calc.add(2, 2)
    assert_equal [2, 4], @calc.history
  end
end
