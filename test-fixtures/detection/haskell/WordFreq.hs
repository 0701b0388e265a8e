import qualified Data.Map.Strict as Map
import Data.Char (isAlpha, toLower)
import Data.List (sortOn)

wordFreq :: String -> Map.Map String Int
wordFreq = foldr (\w -> Map.insertWith (+) w 1) Map.empty . words . map clean
  where
    clean c = if isAlpha c then toLower c else ' '

main :: IO ()
main = do
  text <- readFile "input.txt"
  let top = take 10 . sortOn (negate . snd) . Map.toList $ wordFreq text
  mapM_ (\(w, n) -> putStrLn (w ++ ": " ++ show n)) top
