fibs :: [Integer]
fibs = 0 : 1 : zipWith (+) fibs (tail fibs)

fib :: Int -> Integer
fib n
  | n < 0 = error "negative"
  | otherwise = fibs !! n

primes :: [Int]
primes = sieve [2 ..]
  where
    sieve (p : xs) = p : sieve [x | x <- xs, x `mod` p /= 0]

collatz :: Int -> [Int]
collatz 1 = [1]
collatz n
  | even n = n : collatz (n `div` 2)
  | otherwise = n : collatz (3 * n + 1)

main :: IO ()
main = do
  print (take 15 fibs)
  print (takeWhile (< 50) primes)
  print (length (collatz 27))
