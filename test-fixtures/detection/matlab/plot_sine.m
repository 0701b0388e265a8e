% Plot a sine and a cosine wave
x = linspace(0, 2*pi, 200);
y1 = sin(x);
y2 = cos(x);

figure;
plot(x, y1, 'b-', 'LineWidth', 2);
hold on;
plot(x, y2, 'r--', 'LineWidth', 2);
hold off;
grid on;
xlabel('x (radians)');
ylabel('value');
title('Sine and cosine');
legend('sin(x)', 'cos(x)');
