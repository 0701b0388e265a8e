function New-Project {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory = $true)]
        [string]$Name,
        [ValidateSet('python', 'node')]
        [string]$Kind = 'python'
    )

    if (Test-Path $Name) {
        Write-Error "Folder '$Name' already exists."
        return
    }
    New-Item -ItemType Directory -Path $Name | Out-Null
    Set-Location $Name
    switch ($Kind) {
        'python' { python -m venv .venv; New-Item main.py -ItemType File | Out-Null }
        'node'   { npm init -y | Out-Null }
    }
    git init | Out-Null
    Write-Output "Created $Kind project $Name"
}

New-Project -Name 'demo' -Kind 'node'
