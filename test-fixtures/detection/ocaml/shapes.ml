type shape =
  | Circle of float
  | Rectangle of float * float
  | Square of float

let area = function
  | Circle r -> Float.pi *. r *. r
  | Rectangle (w, h) -> w *. h
  | Square s -> s *. s

let describe s =
  if area s > 10.0 then "big" else "small"

let () =
  let shapes = [ Circle 1.0; Rectangle (2.0, 6.0); Square 3.0 ] in
  List.iter
    (fun s -> Printf.printf "%.2f (%s)\n" (area s) (describe s))
    (List.sort (fun a b -> compare (area a) (area b)) shapes)
