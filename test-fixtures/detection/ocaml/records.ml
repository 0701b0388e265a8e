type person = { name : string; mutable age : int }

let birthday p = p.age <- p.age + 1

let is_adult { age; _ } = age >= 18

let people = [ { name = "Ana"; age = 17 }; { name = "Ben"; age = 30 } ]

let () =
  List.iter birthday people;
  people
  |> List.filter is_adult
  |> List.iter (fun p -> Printf.printf "%s is an adult (%d)\n" p.name p.age);
  let names = List.map (fun p -> p.name) people in
  print_endline (String.concat ", " names)
