module Main where

import Data.Char (toUpper)
import Data.List (sortBy)
import Data.Ord (comparing)

data Person = Person { name :: String, age :: Int } deriving (Show)

greet :: Person -> String
greet p = "Hello, " ++ map toUpper (name p) ++ "!"

adults :: [Person] -> [Person]
adults = filter ((>= 18) . age)

main :: IO ()
main = do
  let people = [Person "ana" 17, Person "ben" 30, Person "cy" 22]
  mapM_ (putStrLn . greet) (adults people)
  print (sortBy (comparing age) people)
