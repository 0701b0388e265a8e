#include <stdio.h>
#include <stdlib.h>

int **alloc_matrix(int rows, int cols) {
    int **m = malloc(rows * sizeof(int *));
    for (int r = 0; r < rows; r++) {
        m[r] = calloc(cols, sizeof(int));
    }
    return m;
}

void free_matrix(int **m, int rows) {
    for (int r = 0; r < rows; r++) free(m[r]);
    free(m);
}

void multiply(int **a, int **b, int **out, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            out[i][j] = 0;
            for (int k = 0; k < n; k++) out[i][j] += a[i][k] * b[k][j];
        }
}

int main(void) {
    const int n = 3;
    int **a = alloc_matrix(n, n), **b = alloc_matrix(n, n), **c = alloc_matrix(n, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i][j] = i + j;
            b[i][j] = i == j;
        }
    multiply(a, b, c, n);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) printf("%4d", c[i][j]);
        putchar('\n');
    }
    free_matrix(a, n);
    free_matrix(b, n);
    free_matrix(c, n);
    return 0;
}
