$services = @('Spooler', 'W32Time', 'wuauserv')

foreach ($name in $services) {
    $svc = Get-Service -Name $name -ErrorAction SilentlyContinue
    if ($null -eq $svc) {
        Write-Host "$name is not installed" -ForegroundColor Yellow
        continue
    }
    if ($svc.Status -ne 'Running') {
        Write-Host "Starting $name..."
        Start-Service -Name $name
    }
    else {
        Write-Host "$name is already running"
    }
}

Get-Service | Where-Object Status -eq 'Stopped' |
    Sort-Object DisplayName |
    Select-Object -First 10 Name, DisplayName
