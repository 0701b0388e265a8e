import System.Random (randomRIO)
import Text.Read (readMaybe)

play :: Int -> Int -> IO ()
play secret tries = do
  putStr "Guess: "
  line <- getLine
  case readMaybe line :: Maybe Int of
    Nothing -> putStrLn "Not a number" >> play secret tries
    Just g
      | g < secret -> putStrLn "Too low" >> play secret (tries + 1)
      | g > secret -> putStrLn "Too high" >> play secret (tries + 1)
      | otherwise -> putStrLn ("Yes! " ++ show (tries + 1) ++ " tries")

main :: IO ()
main = do
  secret <- randomRIO (1, 100)
  play secret 0
