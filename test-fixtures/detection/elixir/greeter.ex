defmodule Greeter do
  @moduledoc """
  Greets people in a few languages.
  """

  def hello(name, lang \\ :en)

  def hello(name, :en), do: "Hello, #{name}!"
  def hello(name, :fr), do: "Bonjour, #{name} !"
  def hello(name, :es), do: "¡Hola, #{name}!"

  def hello_all(names) do
    names
    |> Enum.map(&hello/1)
    |> Enum.join("\n")
  end
end

IO.puts(Greeter.hello_all(["Ana", "José"]))
