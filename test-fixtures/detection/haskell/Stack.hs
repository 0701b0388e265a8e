module Stack
  ( Stack
  , empty
  , push
  , pop
  , isEmpty
  ) where

newtype Stack a = Stack [a]

instance Show a => Show (Stack a) where
  show (Stack xs) = "Stack " ++ show xs

empty :: Stack a
empty = Stack []

push :: a -> Stack a -> Stack a
push x (Stack xs) = Stack (x : xs)

pop :: Stack a -> Maybe (a, Stack a)
pop (Stack []) = Nothing
pop (Stack (x : xs)) = Just (x, Stack xs)

isEmpty :: Stack a -> Bool
isEmpty (Stack xs) = null xs
