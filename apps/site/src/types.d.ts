/// <reference types="@rainbond/docusaurus-theme/theme-rainbond" />
