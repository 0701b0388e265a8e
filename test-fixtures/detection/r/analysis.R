library(dplyr)
library(ggplot2)

scores <- read.csv("scores.csv", stringsAsFactors = FALSE)

summary_by_class <- scores %>%
  group_by(class) %>%
  summarise(
    mean_score = mean(score, na.rm = TRUE),
    n = n()
  ) %>%
  arrange(desc(mean_score))

print(summary_by_class)

ggplot(scores, aes(x = class, y = score, fill = class)) +
  geom_boxplot() +
  labs(title = "Scores by class", x = "Class", y = "Score") +
  theme_minimal()

ggsave("scores.png", width = 6, height = 4)
