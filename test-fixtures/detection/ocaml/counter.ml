let count_words filename =
  let ic = open_in filename in
  let table = Hashtbl.create 100 in
  (try
     while true do
       let line = input_line ic in
       String.split_on_char ' ' line
       |> List.filter (fun w -> w <> "")
       |> List.iter (fun w ->
              let w = String.lowercase_ascii w in
              let n = try Hashtbl.find table w with Not_found -> 0 in
              Hashtbl.replace table w (n + 1))
     done
   with End_of_file -> close_in ic);
  table

let () =
  let table = count_words Sys.argv.(1) in
  Hashtbl.iter (fun w n -> if n > 2 then Printf.printf "%s: %d\n" w n) table
