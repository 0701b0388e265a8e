"""Write a small LaTeX report from a list of grades.

The template below starts with \\documentclass and wraps the table in
\begin{document} ... \end{document}, so the output compiles with pdflatex.
"""
from pathlib import Path

TEMPLATE = r"""\documentclass{article}
\begin{document}
\section*{Grades}
\begin{tabular}{lr}
%s
\end{tabular}
\end{document}
"""


def rows(grades):
    return "\n".join(f"{name} & {score} \\\\" for name, score in grades)


def write_report(grades, path="report.tex"):
    Path(path).write_text(TEMPLATE % rows(grades), encoding="utf-8")
    return path


if __name__ == "__main__":
    data = [("Alice", 91), ("Bob", 78), ("Chen", 85)]
    print("Wrote", write_report(data))
