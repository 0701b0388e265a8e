g = 9.81;
dt = 0.01;
y = 10;
v = 0;
t = 0;
heights = [];
times = [];

while t < 5
    v = v - g * dt;
    y = y + v * dt;
    if y < 0
        y = 0;
        v = -0.8 * v;
    end
    heights(end + 1) = y; %#ok<SAGROW>
    times(end + 1) = t; %#ok<SAGROW>
    t = t + dt;
end

plot(times, heights);
xlabel('time (s)');
ylabel('height (m)');
title('Bouncing ball');
