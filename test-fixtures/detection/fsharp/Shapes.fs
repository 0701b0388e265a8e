module Shapes

type Shape =
    | Circle of radius: float
    | Rectangle of width: float * height: float
    | Square of side: float

let area shape =
    match shape with
    | Circle r -> System.Math.PI * r * r
    | Rectangle (w, h) -> w * h
    | Square s -> s * s

let describe shape =
    let a = area shape
    if a > 10.0 then "big" else "small"

let shapes = [ Circle 1.0; Rectangle(2.0, 6.0); Square 3.0 ]

shapes
|> List.sortBy area
|> List.iter (fun s -> printfn "%A: %.2f (%s)" s (area s) (describe s))
