let rec sum = function
  | [] -> 0
  | x :: rest -> x + sum rest

let rec range a b = if a > b then [] else a :: range (a + 1) b

let evens l = List.filter (fun x -> x mod 2 = 0) l

let rec fact n = if n <= 1 then 1 else n * fact (n - 1)

let () =
  let nums = range 1 10 in
  Printf.printf "sum = %d\n" (sum nums);
  Printf.printf "evens = %s\n" (String.concat ", " (List.map string_of_int (evens nums)));
  Printf.printf "10! = %d\n" (fact 10)
