defmodule MyListTest do
  use ExUnit.Case, async: true

  describe "sum/1" do
    test "sums an empty list" do
      assert MyList.sum([]) == 0
    end

    test "sums numbers" do
      assert MyList.sum([1, 2, 3]) == 6
    end
  end

  test "reverse/1 reverses" do
    assert MyList.reverse([1, 2, 3]) == [3, 2, 1]
    refute MyList.reverse([1, 2]) == [1, 2]
  end
end
