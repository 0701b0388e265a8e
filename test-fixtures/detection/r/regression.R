data(mtcars)

model <- lm(mpg ~ wt + hp, data = mtcars)
summary(model)

new_cars <- data.frame(wt = c(2.5, 3.2), hp = c(110, 150))
predictions <- predict(model, newdata = new_cars, interval = "confidence")
print(predictions)

plot(mtcars$wt, mtcars$mpg,
     main = "Weight vs MPG",
     xlab = "Weight (1000 lbs)",
     ylab = "Miles per gallon",
     pch = 19, col = "steelblue")
abline(lm(mpg ~ wt, data = mtcars), col = "red", lwd = 2)

cor(mtcars[, c("mpg", "wt", "hp")])
