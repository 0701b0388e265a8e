set.seed(42)

roll_dice <- function(n, sides = 6) {
  sample(1:sides, n, replace = TRUE)
}

rolls <- replicate(1000, sum(roll_dice(2)))
table(rolls)
hist(rolls, breaks = 1:13 - 0.5, main = "Sum of two dice", col = "lightgreen")

prob_seven <- mean(rolls == 7)
cat(sprintf("Estimated P(sum = 7): %.3f (exact: %.3f)\n", prob_seven, 6 / 36))

results <- sapply(c(10, 100, 1000, 10000), function(n) mean(replicate(n, sum(roll_dice(2))) == 7))
print(results)
