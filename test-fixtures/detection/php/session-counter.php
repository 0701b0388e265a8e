<?php
session_start();

if (!isset($_SESSION['visits'])) {
    $_SESSION['visits'] = 0;
}
$_SESSION['visits']++;

$greeting = date('H') < 12 ? 'Good morning' : 'Good afternoon';
$visits = $_SESSION['visits'];
?>
<h1><?php echo $greeting; ?>!</h1>
<p>You have visited this page <?php echo $visits; ?> time<?php echo $visits == 1 ? '' : 's'; ?>.</p>
<?php if ($visits > 5): ?>
  <p>Welcome back, loyal visitor!</p>
<?php endif; ?>
