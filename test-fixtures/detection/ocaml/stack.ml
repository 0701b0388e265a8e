module Stack : sig
  type 'a t
  val empty : 'a t
  val push : 'a -> 'a t -> 'a t
  val pop : 'a t -> ('a * 'a t) option
  val size : 'a t -> int
end = struct
  type 'a t = 'a list
  let empty = []
  let push x s = x :: s
  let pop = function [] -> None | x :: rest -> Some (x, rest)
  let size = List.length
end

let () =
  let s = Stack.(empty |> push 1 |> push 2 |> push 3) in
  match Stack.pop s with
  | Some (top, rest) -> Printf.printf "top=%d, remaining=%d\n" top (Stack.size rest)
  | None -> print_endline "empty"
