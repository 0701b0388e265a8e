A = [4 -2 1; 3 6 -4; 2 1 8];
b = [12; -25; 32];

x = A \ b;
disp('Solution:');
disp(x);

fprintf('Determinant: %g\n', det(A));
[V, D] = eig(A);
disp('Eigenvalues:');
disp(diag(D));

I = eye(3);
B = A' * A + 0.5 * I;
fprintf('Condition number: %.3f\n', cond(B));
C = zeros(3);
for i = 1:3
    for j = 1:3
        C(i, j) = A(i, j) * (i + j);
    end
end
disp(C);
