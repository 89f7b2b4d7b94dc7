import {
  type EventFormBuilder,
  type IncentiveDetails,
  type IncentiveOffer,
  MICROSITE_SHARE_TOGGLES,
  type Microsite,
  type Watermark,
} from '@boothdeck/contract';
import { Badge, Box, Group, Image, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatEventWallTime } from '@/shared/lib/event-time';
import { GALLERY_PRIVACY_CHOICES, SHARE_LABELS } from '@/shared/lib/option-choices';
import { DetailField } from '../detail-section';
import { NotSetUp } from './summary-parts';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The watermark image and the corner it sits in. */
export function WatermarkSummary({ watermark }: { watermark: Watermark | null }) {
  if (!watermark) return <NotSetUp />;
  return (
    <Group gap="lg">
      <Box w={96} h={64} bg="gray.1" bdrs="sm" p={6}>
        <Image src={watermark.photo} alt="Watermark" h="100%" fit="contain" />
      </Box>
      <DetailField label="Position">
        {capitalise(watermark.align_y)} {capitalise(watermark.align_x)}
      </DetailField>
    </Group>
  );
}

/** The social gallery: its template, title, protection and share buttons. */
export function MicrositeSummary({ microsite }: { microsite: Microsite | null }) {
  if (!microsite) return <NotSetUp />;
  const shares = MICROSITE_SHARE_TOGGLES.filter((key) => microsite[key] === 1);
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Box w={112} h={84} bg="gray.1" bdrs="sm" style={{ overflow: 'hidden', flexShrink: 0 }}>
        <Image src={microsite.microsite_template.template_image} alt="" h="100%" fit="contain" />
      </Box>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" flex={1}>
        <DetailField label="Template">
          {microsite.microsite_template.name}
          {microsite.template_type === 'my' && ' (My Template)'}
        </DetailField>
        <DetailField label="Meta Title">{microsite.meta_title || '—'}</DetailField>
        <DetailField label="Gallery Password">{microsite.has_gallery_password ? 'Protected' : 'None'}</DetailField>
        <DetailField label="Gallery">{microsite.gallery_button === 1 ? 'Hidden' : 'Shown'}</DetailField>
        <DetailField label="Who sees the gallery">
          {GALLERY_PRIVACY_CHOICES[microsite.gallery_privacy].label}
        </DetailField>
        <DetailField label="Share buttons">
          <Group gap={6} mt={2}>
            {shares.length === 0 && <Text c="dimmed">None</Text>}
            {shares.map((key) => (
              <Badge key={key} variant="light" tt="none">
                {SHARE_LABELS[key]}
              </Badge>
            ))}
          </Group>
        </DetailField>
      </SimpleGrid>
    </Group>
  );
}

type OffersSummaryProps = {
  offers: IncentiveOffer[] | null;
  details: IncentiveDetails | null;
  /** The event's zone: offers expire on its clock. */
  timeZone: string;
};

/** The offers with their use limits and expiries, and the description. */
export function OffersSummary({ offers, details, timeZone }: OffersSummaryProps) {
  if (!offers?.length) return <NotSetUp />;
  return (
    <Stack gap="sm">
      {details?.description && <Text size="sm">{details.description}</Text>}
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder aria-label="Offers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Offer</Table.Th>
              <Table.Th>Uses limit</Table.Th>
              <Table.Th>Expires</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Td>{offer.offer_name}</Table.Td>
                <Table.Td>{offer.uses_limit}</Table.Td>
                <Table.Td>{formatEventWallTime(offer.expire_in, timeZone)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The data-capture form: its name and fields. */
export function FormBuilderSummary({ form }: { form: EventFormBuilder | null }) {
  if (!form) return <NotSetUp />;
  return (
    <Stack gap={6}>
      <Text fw={500}>{form.form_name}</Text>
      <List size="sm" spacing={2}>
        {form.form_data.map((field) => (
          <List.Item key={field.name}>
            {field.label}{' '}
            <Text span size="xs" c="dimmed">
              ({field.type}, {field.name})
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
