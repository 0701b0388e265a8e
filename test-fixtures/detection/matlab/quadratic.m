function [x1, x2] = quadratic(a, b, c)
%QUADRATIC Solve a*x^2 + b*x + c = 0.
%   [x1, x2] = QUADRATIC(a, b, c) returns both roots, complex if needed.
    if a == 0
        error('quadratic:notQuadratic', 'a must not be zero');
    end
    d = b^2 - 4*a*c;
    x1 = (-b + sqrt(d)) / (2*a);
    x2 = (-b - sqrt(d)) / (2*a);
end
