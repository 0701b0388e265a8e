let numbers = [ 1 .. 20 ]

let evens = numbers |> List.filter (fun n -> n % 2 = 0)
let squares = numbers |> List.map (fun n -> n * n)
let total = List.sum numbers

let rec factorial n =
    if n <= 1 then 1I else bigint n * factorial (n - 1)

let fizzbuzz n =
    match n % 3, n % 5 with
    | 0, 0 -> "FizzBuzz"
    | 0, _ -> "Fizz"
    | _, 0 -> "Buzz"
    | _ -> string n

printfn "Evens: %A" evens
printfn "Squares: %A" (List.take 5 squares)
printfn "Total: %d, 20! = %A" total (factorial 20)
[ 1 .. 15 ] |> List.map fizzbuzz |> String.concat " " |> printfn "%s"
