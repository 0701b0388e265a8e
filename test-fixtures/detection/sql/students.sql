DROP TABLE IF EXISTS students;

CREATE TABLE students (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  grade INTEGER CHECK (grade BETWEEN 0 AND 100),
  class TEXT
);

INSERT INTO students (name, grade, class) VALUES ('Ana', 91, 'A');
INSERT INTO students (name, grade, class) VALUES ('Ben', 67, 'B');
INSERT INTO students (name, grade, class) VALUES ('Cleo', 78, 'A');

SELECT class, AVG(grade) AS average, MAX(grade) AS best
FROM students
GROUP BY class;

SELECT name FROM students WHERE grade > (SELECT AVG(grade) FROM students);
