-module(records).
-export([new_person/2, birthday/1, describe/1]).

-record(person, {name, age = 0, email}).

new_person(Name, Age) ->
    #person{name = Name, age = Age}.

birthday(P = #person{age = Age}) ->
    P#person{age = Age + 1}.

describe(#person{name = Name, age = Age}) when Age >= 18 ->
    io_lib:format("~s is an adult (~p)", [Name, Age]);
describe(#person{name = Name, age = Age}) ->
    io_lib:format("~s is ~p years old", [Name, Age]).
