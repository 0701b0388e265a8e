grades = [78 92 65 88 71 95 59 83];
names = {'Ana', 'Ben', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'};

avg = mean(grades);
fprintf('Average: %.2f\n', avg);
fprintf('Std dev: %.2f\n', std(grades));

[best, idx] = max(grades);
fprintf('Best: %s with %d\n', names{idx}, best);

passed = grades >= 60;
fprintf('%d of %d passed\n', sum(passed), numel(grades));

for k = 1:numel(grades)
    if grades(k) < 60
        fprintf('%s needs help (%d)\n', names{k}, grades(k));
    end
end
