import pandas as pd
import matplotlib.pyplot as plt

df = pd.read_csv("sales.csv", parse_dates=["date"])
df["month"] = df["date"].dt.to_period("M")

monthly = df.groupby("month")["amount"].sum()
print(monthly.describe())

top_products = (
    df.groupby("product")["amount"]
    .sum()
    .sort_values(ascending=False)
    .head(5)
)
print(top_products)

fig, ax = plt.subplots(figsize=(8, 4))
monthly.plot(kind="bar", ax=ax, color="steelblue")
ax.set_title("Sales per month")
ax.set_ylabel("Amount (€)")
plt.tight_layout()
plt.savefig("monthly_sales.png")
