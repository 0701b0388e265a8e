defmodule WordCount do
  def count(text) do
    text
    |> String.downcase()
    |> String.split(~r/[^\p{L}']+/u, trim: true)
    |> Enum.frequencies()
  end

  def top(counts, n \\ 5) do
    counts
    |> Enum.sort_by(fn {_word, c} -> -c end)
    |> Enum.take(n)
  end
end

"the cat and the hat and the bat"
|> WordCount.count()
|> WordCount.top(3)
|> Enum.each(fn {word, c} -> IO.puts("#{word}: #{c}") end)
