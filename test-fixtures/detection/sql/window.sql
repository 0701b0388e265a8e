WITH ranked AS (
    SELECT
        employee_id,
        department_id,
        salary,
        RANK() OVER (PARTITION BY department_id ORDER BY salary DESC) AS salary_rank,
        AVG(salary) OVER (PARTITION BY department_id) AS dept_avg
    FROM employees
)
SELECT e.first_name, e.last_name, d.name AS department, r.salary, r.dept_avg
FROM ranked r
JOIN employees e ON e.employee_id = r.employee_id
JOIN departments d ON d.id = r.department_id
WHERE r.salary_rank <= 3
ORDER BY d.name, r.salary_rank;
