img = imread('peppers.png');
gray = rgb2gray(img);
edges = edge(gray, 'Canny');

subplot(1, 3, 1);
imshow(img);
title('Original');

subplot(1, 3, 2);
imshow(gray);
title('Grayscale');

subplot(1, 3, 3);
imshow(edges);
title('Edges');

level = graythresh(gray);
bw = imbinarize(gray, level);
fprintf('Threshold: %.3f, white pixels: %d\n', level, nnz(bw));
