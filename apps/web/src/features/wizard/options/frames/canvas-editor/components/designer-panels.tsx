import { ScrollArea, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { DesignCanvas } from '../hooks/use-design-canvas';
import type { TextStyleControl } from '../hooks/use-text-style';
import { LayersPanel } from './layers-panel';
import { PhotoPanel, type SamplePhotoSettings } from './photo-panel';
import { PropsPanel } from './props-panel';
import { TextPanel } from './text-panel';

type DesignerPanelsProps = {
  editor: DesignCanvas;
  textStyle: TextStyleControl;
  /** The sample photo under the frame: whether it shows and how strongly. */
  samplePhoto: { settings: SamplePhotoSettings; change: (settings: SamplePhotoSettings) => void };
  onAddImage: (url: string, name: string) => void;
};

/** The side panel: Photo, Text, Layers and Props tabs. */
export function DesignerPanels({ editor, textStyle, samplePhoto, onAddImage }: DesignerPanelsProps) {
  const [tab, setTab] = useState<string | null>('text');
  return (
    <Tabs value={tab} onChange={setTab} w={400} maw="100%">
      <Tabs.List grow>
        <Tabs.Tab value="photo">Photo</Tabs.Tab>
        <Tabs.Tab value="text">Text</Tabs.Tab>
        <Tabs.Tab value="layers">Layers</Tabs.Tab>
        <Tabs.Tab value="props">Props</Tabs.Tab>
      </Tabs.List>
      <ScrollArea.Autosize mah={580} pt="md" offsetScrollbars>
        <Tabs.Panel value="photo">
          <PhotoPanel photo={samplePhoto.settings} onChange={samplePhoto.change} />
        </Tabs.Panel>
        <Tabs.Panel value="text">
          <TextPanel
            style={textStyle.style}
            text={editor.selectedText?.text ?? null}
            onAdd={() => editor.addText(textStyle.style)}
            onStyle={textStyle.change}
            onText={editor.setText}
          />
        </Tabs.Panel>
        <Tabs.Panel value="layers">
          <LayersPanel
            layers={editor.layers}
            selection={editor.selection}
            onSelect={editor.select}
            onBringForward={editor.bringForward}
            onSendBackward={editor.sendBackward}
            onDelete={(object) => editor.remove([object])}
          />
        </Tabs.Panel>
        <Tabs.Panel value="props">
          <PropsPanel onAdd={onAddImage} />
        </Tabs.Panel>
      </ScrollArea.Autosize>
    </Tabs>
  );
}
