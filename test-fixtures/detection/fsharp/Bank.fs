module Bank

type Account = { Owner: string; Balance: decimal }

type Transaction =
    | Deposit of decimal
    | Withdraw of decimal

let apply account transaction =
    match transaction with
    | Deposit amount when amount > 0m -> Ok { account with Balance = account.Balance + amount }
    | Withdraw amount when amount <= account.Balance ->
        Ok { account with Balance = account.Balance - amount }
    | Withdraw _ -> Error "Insufficient funds"
    | Deposit _ -> Error "Invalid amount"

let account = { Owner = "Kim"; Balance = 0m }

let result =
    [ Deposit 100m; Withdraw 30m; Withdraw 500m ]
    |> List.fold (fun acc t -> Result.bind (fun a -> apply a t) acc) (Ok account)

match result with
| Ok a -> printfn "%s has %M" a.Owner a.Balance
| Error e -> printfn "Error: %s" e
