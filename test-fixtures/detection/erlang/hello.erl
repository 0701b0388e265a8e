-module(hello).
-export([greet/1, start/0]).

greet(Name) ->
    io:format("Hello, ~s!~n", [Name]).

start() ->
    Names = ["Joe", "Robert", "Mike"],
    lists:foreach(fun greet/1, Names),
    ok.
