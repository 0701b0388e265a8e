open System

[<EntryPoint>]
let main argv =
    printf "What is your name? "
    let name = Console.ReadLine()
    let greeting =
        match name with
        | null | "" -> "Hello, stranger!"
        | n -> sprintf "Hello, %s!" n
    printfn "%s" greeting
    0
