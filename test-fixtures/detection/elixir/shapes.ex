defmodule Shapes do
  defstruct [:kind, :size]

  def area(%Shapes{kind: :square, size: s}), do: s * s
  def area(%Shapes{kind: :circle, size: r}), do: :math.pi() * r * r

  def describe(shape) do
    case area(shape) do
      a when a > 10 -> "big #{shape.kind}"
      a when a > 1 -> "medium #{shape.kind}"
      _ -> "small #{shape.kind}"
    end
  end
end

shapes = [%Shapes{kind: :square, size: 4}, %Shapes{kind: :circle, size: 0.5}]

for s <- shapes do
  IO.puts("#{Shapes.describe(s)}: #{Float.round(Shapes.area(s) * 1.0, 2)}")
end
