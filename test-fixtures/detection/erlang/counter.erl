-module(counter).
-export([start/0, increment/1, get/1, loop/1]).

start() ->
    spawn(?MODULE, loop, [0]).

increment(Pid) ->
    Pid ! increment,
    ok.

get(Pid) ->
    Pid ! {get, self()},
    receive
        {count, N} -> N
    after 1000 ->
        timeout
    end.

loop(Count) ->
    receive
        increment ->
            loop(Count + 1);
        {get, From} ->
            From ! {count, Count},
            loop(Count);
        stop ->
            ok
    end.
