; Bakudan's Windows installer (Inno Setup 6): turns the PyInstaller bundle dist\Bakudan\
; into dist\Bakudan-Setup-<version>.exe with Start-menu and desktop shortcuts and an
; uninstaller. On Windows, `python packaging\build.py` builds the bundle and runs this;
; by hand (docs/INSTALLERS.md):
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.2.0 packaging\windows\bakudan.iss
; Games and settings live in %LOCALAPPDATA%\Bakudan\Bakudan, never in the install folder,
; so an uninstall or upgrade keeps them.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=<desktop/version.py's version> bakudan.iss (packaging\build.py does)
#endif
#ifndef DistDir
  #define DistDir SourcePath + "..\..\dist"
#endif

[Setup]
AppId={{6E1B0C53-2B7A-4D59-9A43-B4A3D1F0C0DE}
AppName=Bakudan
AppVersion={#AppVersion}
AppVerName=Bakudan {#AppVersion}
AppPublisher=Bakudan
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Bakudan
DefaultGroupName=Bakudan
DisableProgramGroupPage=yes
; per-user install without admin rights is offered; an admin may install for everyone
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#DistDir}
OutputBaseFilename=Bakudan-Setup-{#AppVersion}
SetupIconFile=..\..\assets\icons\bakudan.ico
UninstallDisplayIcon={app}\Bakudan.exe
UninstallDisplayName=Bakudan {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#DistDir}\Bakudan\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Bakudan"; Filename: "{app}\Bakudan.exe"
Name: "{autodesktop}\Bakudan"; Filename: "{app}\Bakudan.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\Bakudan.exe"; Description: "{cm:LaunchProgram,Bakudan}"; Flags: nowait postinstall skipifsilent

