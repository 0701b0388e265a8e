open System.Net.Http

let client = new HttpClient()

let fetchLength (url: string) =
    async {
        let! body = client.GetStringAsync(url) |> Async.AwaitTask
        return url, body.Length
    }

let urls =
    [ "https://example.com"
      "https://example.org" ]

urls
|> List.map fetchLength
|> Async.Parallel
|> Async.RunSynchronously
|> Array.iter (fun (url, length) -> printfn "%s: %d characters" url length)
