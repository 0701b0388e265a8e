param(
    [string]$Path = "$env:TEMP",
    [int]$Days = 7
)

$limit = (Get-Date).AddDays(-$Days)
$files = Get-ChildItem -Path $Path -Recurse -File | Where-Object { $_.LastWriteTime -lt $limit }

Write-Host "Found $($files.Count) files older than $Days days in $Path"

foreach ($file in $files) {
    try {
        Remove-Item $file.FullName -Force -ErrorAction Stop
    }
    catch {
        Write-Warning "Could not delete $($file.FullName): $_"
    }
}
Write-Host "Cleanup finished." -ForegroundColor Green
