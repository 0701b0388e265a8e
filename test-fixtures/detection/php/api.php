<?php
header('Content-Type: application/json');

$tasks = json_decode(file_get_contents(__DIR__ . '/tasks.json'), true) ?? [];

switch ($_SERVER['REQUEST_METHOD']) {
    case 'GET':
        echo json_encode($tasks);
        break;
    case 'POST':
        $input = json_decode(file_get_contents('php://input'), true);
        $task = ['id' => uniqid(), 'title' => $input['title'] ?? 'Untitled', 'done' => false];
        $tasks[] = $task;
        file_put_contents(__DIR__ . '/tasks.json', json_encode($tasks, JSON_PRETTY_PRINT));
        http_response_code(201);
        echo json_encode($task);
        break;
    default:
        http_response_code(405);
        echo json_encode(['error' => 'Method not allowed']);
}
