library(tidyr)
library(readr)

raw <- read_csv("survey.csv")

clean <- raw |>
  drop_na(age) |>
  mutate(
    age_group = cut(age, breaks = c(0, 18, 35, 60, Inf), labels = c("child", "young", "adult", "senior")),
    satisfied = satisfaction >= 4
  ) |>
  filter(country %in% c("FR", "DE", "IT"))

wide <- clean |>
  count(country, age_group) |>
  pivot_wider(names_from = age_group, values_from = n, values_fill = 0)

write_csv(wide, "summary.csv")
message("Rows kept: ", nrow(clean), " of ", nrow(raw))
