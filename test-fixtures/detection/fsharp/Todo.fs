namespace TodoApp

open System

type Todo =
    { Id: Guid
      Title: string
      Done: bool }

module Todo =
    let create title =
        { Id = Guid.NewGuid(); Title = title; Done = false }

    let complete todo = { todo with Done = true }

type TodoList() =
    let mutable items: Todo list = []

    member _.Add(title: string) =
        items <- items @ [ Todo.create title ]

    member _.Pending = items |> List.filter (fun t -> not t.Done)

    member _.Count = List.length items
