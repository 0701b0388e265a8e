# Vectors and simple statistics
heights <- c(160, 172, 181, 168, 175, 158)
names(heights) <- c("Ana", "Ben", "Cy", "Di", "Ed", "Flo")

mean(heights)
median(heights)
sd(heights)

tall <- heights[heights > 170]
print(tall)

for (person in names(heights)) {
  if (heights[person] > 175) {
    cat(person, "is tall\n")
  } else {
    cat(person, "is", heights[person], "cm\n")
  }
}

bmi <- function(weight, height) {
  weight / (height / 100)^2
}
round(bmi(70, heights), 1)
