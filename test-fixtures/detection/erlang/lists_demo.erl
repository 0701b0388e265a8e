-module(lists_demo).
-export([sum/1, fact/1, qsort/1, evens/1]).

sum([]) -> 0;
sum([H | T]) -> H + sum(T).

fact(0) -> 1;
fact(N) when N > 0 -> N * fact(N - 1).

qsort([]) -> [];
qsort([Pivot | Rest]) ->
    qsort([X || X <- Rest, X < Pivot])
    ++ [Pivot] ++
    qsort([X || X <- Rest, X >= Pivot]).

evens(List) ->
    [X || X <- List, X rem 2 =:= 0].
