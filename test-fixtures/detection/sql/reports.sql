-- Monthly revenue per product category
SELECT
    c.name AS category,
    DATE_TRUNC('month', o.ordered_at) AS month,
    SUM(oi.quantity * oi.unit_price) AS revenue,
    COUNT(DISTINCT o.id) AS orders
FROM orders o
JOIN order_items oi ON oi.order_id = o.id
JOIN products p ON p.id = oi.product_id
JOIN categories c ON c.id = p.category_id
WHERE o.status = 'paid'
  AND o.ordered_at >= '2024-01-01'
GROUP BY c.name, DATE_TRUNC('month', o.ordered_at)
HAVING SUM(oi.quantity * oi.unit_price) > 1000
ORDER BY month, revenue DESC;
