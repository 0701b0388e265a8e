(ns exercises.math)

(defn factorial [n]
  (reduce * (range 1 (inc n))))

(defn fib-seq []
  (map first (iterate (fn [[a b]] [b (+ a b)]) [0 1])))

(defn prime? [n]
  (and (> n 1)
       (not-any? #(zero? (mod n %)) (range 2 (inc (Math/sqrt n))))))

(defn fizzbuzz [n]
  (cond
    (zero? (mod n 15)) "FizzBuzz"
    (zero? (mod n 3)) "Fizz"
    (zero? (mod n 5)) "Buzz"
    :else n))

(println (factorial 10))
(println (take 10 (fib-seq)))
(println (filter prime? (range 50)))
(println (map fizzbuzz (range 1 16)))
